import { describe, expect, it } from 'vitest';

import { checkAction, isDebianLike } from './chromium.mjs';

// /etc/os-release as these systems ship it (trimmed to the lines that matter and a few that do not).
const debian = `PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"
NAME="Debian GNU/Linux"
VERSION_ID="12"
VERSION_CODENAME=bookworm
ID=debian
HOME_URL="https://www.debian.org/"
`;
const ubuntu = `PRETTY_NAME="Ubuntu 24.04.1 LTS"
NAME="Ubuntu"
VERSION_ID="24.04"
ID=ubuntu
ID_LIKE=debian
UBUNTU_CODENAME=noble
`;
const mint = `NAME="Linux Mint"
ID=linuxmint
ID_LIKE="ubuntu debian"
`;
const fedora = `NAME="Fedora Linux"
VERSION_ID=40
ID=fedora
PLATFORM_ID="platform:f40"
`;
const alpine = `NAME="Alpine Linux"
ID=alpine
VERSION_ID=3.20.3
`;
// A distribution that only mentions Debian somewhere else must not count as one.
const notDebian = `NAME="Debian-free OS"
ID=other
HOME_URL="https://example.com/debian"
`;

describe('isDebianLike', () => {
  it.each([
    ['Debian', debian, true],
    ['Ubuntu', ubuntu, true],
    ['a system built on Ubuntu (ID_LIKE)', mint, true],
    ['Fedora', fedora, false],
    ['Alpine', alpine, false],
    ['a system that only names Debian in a URL', notDebian, false],
    ['no /etc/os-release (macOS)', null, false],
  ])('%s: %s', (_name, osRelease, expected) => {
    expect(isDebianLike(osRelease)).toBe(expected);
  });
});

describe('checkAction', () => {
  it('does nothing more once a browser is found, wherever it runs', () => {
    for (const osRelease of [debian, fedora, null]) {
      for (const uid of [0, 1000, undefined]) expect(checkAction({ osRelease, uid, found: true })).toBe('ok');
    }
  });

  it('installs Debian’s chromium when none is found on Debian or Ubuntu as root', () => {
    expect(checkAction({ osRelease: debian, uid: 0, found: false })).toBe('install');
    expect(checkAction({ osRelease: ubuntu, uid: 0, found: false })).toBe('install');
  });

  it('prints the one-line instruction everywhere else', () => {
    expect(checkAction({ osRelease: debian, uid: 1000, found: false })).toBe('instruct');
    expect(checkAction({ osRelease: fedora, uid: 0, found: false })).toBe('instruct');
    expect(checkAction({ osRelease: null, uid: 0, found: false })).toBe('instruct');
    expect(checkAction({ osRelease: debian, uid: undefined, found: false })).toBe('instruct');
  });
});
