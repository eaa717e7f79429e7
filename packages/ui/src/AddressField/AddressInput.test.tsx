import type { Address } from '@backoffice/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AddressInputProps } from './AddressInput';
import { AddressInput } from './AddressInput';
import { addressLabels, addressStory, loadFakePlaces, pickupAddress } from './fixtures';

function Harness(
  props: Omit<AddressInputProps, 'value' | 'onChange' | 'label' | 'labels'> & {
    initial: Address | null;
    onChange: (value: Address | null) => void;
  },
) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <AddressInput
      {...rest}
      label={addressStory.label}
      labels={addressLabels}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('AddressInput', () => {
  it('never loads a places provider without a map key', () => {
    const loadPlaces = vi.fn(loadFakePlaces);
    render(<Harness initial={pickupAddress} onChange={vi.fn()} mapsApiKey={null} loadPlaces={loadPlaces} />);
    expect(loadPlaces).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('loads the provider with the configured key and shows the map', async () => {
    const loadPlaces = vi.fn(loadFakePlaces);
    render(<Harness initial={pickupAddress} onChange={vi.fn()} mapsApiKey="key-1" loadPlaces={loadPlaces} />);
    expect(loadPlaces).toHaveBeenCalledWith('key-1');
    const map = await screen.findByRole('region', { name: addressLabels.map });
    expect(map.textContent).toBe('Marker: 47.5027, 19.0603');
  });

  it('emits numbers for typed coordinates and recomputes the full address', async () => {
    const onChange = vi.fn();
    render(<Harness initial={pickupAddress} onChange={onChange} />);
    const city = screen.getByRole('textbox', { name: addressLabels.city });
    await userEvent.clear(city);
    await userEvent.type(city, 'Szeged');
    const latitude = screen.getByRole('textbox', { name: addressLabels.latitude });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '46,253');
    expect(onChange).toHaveBeenLastCalledWith({
      ...pickupAddress,
      city: 'Szeged',
      latitude: 46.253,
      fullAddress: 'Andrássy út 12, 1061 Szeged, Hungary',
    });
  });

  it('stores null for a cleared text part', async () => {
    const onChange = vi.fn();
    render(<Harness initial={pickupAddress} onChange={onChange} />);
    await userEvent.clear(screen.getByRole('textbox', { name: addressLabels.houseNumber }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ houseNumber: null, fullAddress: 'Andrássy út, 1061 Budapest, Hungary' }),
      ),
    );
  });
});
