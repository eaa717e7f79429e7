import type { PlatformConfig } from '@backoffice/domain';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { withDeploymentMapsKey } from './deployment';
import { DeploymentErrorPage } from './DeploymentErrorPage';

const problem = { invalid: ['apiBaseUrl', 'errorReportingDsn'], badFile: true };

describe('DeploymentErrorPage', () => {
  it('names what is wrong, in English', async () => {
    render(<DeploymentErrorPage problem={problem} locale="en" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The back-office settings are not valid' }),
    ).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Settings that are not valid: apiBaseUrl, errorReportingDsn');
    expect(alert.textContent).toContain('config.json is not a JSON object.');
    expect((await axe.run(screen.getByRole('main'))).violations).toEqual([]);
  });

  it('speaks Hungarian', () => {
    render(<DeploymentErrorPage problem={{ invalid: ['realtimeUrl'], badFile: false }} locale="hu" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'A back-office beállításai érvénytelenek' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Érvénytelen beállítások: realtimeUrl');
    expect(screen.getByRole('main').getAttribute('lang')).toBe('hu');
  });
});

describe('withDeploymentMapsKey', () => {
  const platform = { googleMapsApiKey: 'platform-key' } as PlatformConfig;

  it('puts the deployment’s Maps key over the platform’s, and keeps the platform’s without one', () => {
    expect(
      withDeploymentMapsKey(platform, { VITE_GOOGLE_MAPS_API_KEY: 'deployment-key' }).googleMapsApiKey,
    ).toBe('deployment-key');
    expect(withDeploymentMapsKey(platform, { VITE_GOOGLE_MAPS_API_KEY: ' ' })).toBe(platform);
    expect(withDeploymentMapsKey(platform, {})).toBe(platform);
  });
});
