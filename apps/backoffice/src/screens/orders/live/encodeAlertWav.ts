/** Sample rate of the alert (Hz). */
export const ALERT_SAMPLE_RATE = 8000;

const BEEPS = [
  { hz: 880, ms: 450 },
  { hz: 0, ms: 150 },
  { hz: 988, ms: 450 },
  { hz: 0, ms: 150 },
  { hz: 1175, ms: 700 },
  { hz: 0, ms: 100 },
];

/**
 * The alert tone as a WAV file: three rising beeps with soft edges, 16-bit PCM mono.
 * @example encodeAlertWav().subarray(0, 4) // 'RIFF'
 */
export function encodeAlertWav(sampleRate: number = ALERT_SAMPLE_RATE): Uint8Array {
  const samples: number[] = [];
  for (const { hz, ms } of BEEPS) {
    const count = Math.round((sampleRate * ms) / 1000);
    const fade = Math.min(count / 2, sampleRate * 0.01);
    for (let i = 0; i < count; i += 1) {
      const edge = Math.min(1, i / fade, (count - i) / fade);
      samples.push(
        hz === 0 ? 0 : Math.round(Math.sin((2 * Math.PI * hz * i) / sampleRate) * 0.6 * edge * 32767),
      );
    }
  }
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, index) => view.setInt16(44 + index * 2, sample, true));
  return new Uint8Array(buffer);
}
