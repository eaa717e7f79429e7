import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import type { AddressInputProps } from './AddressInput';
import { AddressInput } from './AddressInput';
import {
  addressLabels,
  addressStory,
  defaultCenter,
  loadFailingPlaces,
  loadFakePlaces,
  pickupAddress,
} from './fixtures';

function Controlled(props: AddressInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AddressInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/AddressInput',
  component: AddressInput,
  render: (args) => <Controlled {...args} />,
  args: {
    label: addressStory.label,
    description: addressStory.description,
    value: null,
    onChange: fn(),
    labels: addressLabels,
  },
} satisfies Meta<typeof AddressInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No map key: the plain fields with coordinates. */
export const Keyless: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: addressLabels.map })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: addressStory.label })).toBeInTheDocument();
  },
};

export const KeylessFilled: Story = { args: { value: pickupAddress } };

export const KeylessEditsCoordinates: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: addressLabels.street }), 'High Street');
    await userEvent.type(canvas.getByRole('textbox', { name: addressLabels.city }), 'Leeds');
    await userEvent.type(canvas.getByRole('textbox', { name: addressLabels.latitude }), '53.7997');
    await userEvent.type(canvas.getByRole('textbox', { name: addressLabels.longitude }), '-1.5492');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      street: 'High Street',
      city: 'Leeds',
      latitude: 53.7997,
      longitude: -1.5492,
      fullAddress: 'High Street, Leeds',
    });
  },
};

export const Invalid: Story = {
  args: {
    value: { ...pickupAddress, longitude: null },
    errorMessage: addressStory.invalid,
    isRequired: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: addressStory.label })).toHaveAccessibleDescription(
      `${addressStory.description} ${addressStory.invalid}`,
    );
  },
};

export const Disabled: Story = { args: { value: pickupAddress, isDisabled: true } };

/** With a key: autocomplete and map, through an injected fake provider (no network). */
export const WithMap: Story = {
  args: { value: pickupAddress, mapsApiKey: addressStory.fakeKey, loadPlaces: loadFakePlaces, defaultCenter },
  play: async ({ canvas }) => {
    const map = await canvas.findByRole('region', { name: addressLabels.map });
    await expect(map).toHaveTextContent('Marker: 47.5027, 19.0603');
  },
};

export const WithMapChoosesASuggestion: Story = {
  args: { mapsApiKey: addressStory.fakeKey, loadPlaces: loadFakePlaces, defaultCenter },
  play: async ({ args, canvas, userEvent }) => {
    const map = await canvas.findByRole('region', { name: addressLabels.map });
    await expect(map).toHaveTextContent('Centre: 47.4979, 19.0402');
    await userEvent.type(canvas.getByRole('combobox', { name: addressLabels.search }), 'baker');
    await userEvent.click(await screen.findByRole('option', { name: '221B Baker Street, London, UK' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: addressLabels.street })).toHaveValue('Baker Street'),
    );
    await expect(canvas.getByRole('textbox', { name: addressLabels.postCode })).toHaveValue('NW1 6XE');
    await expect(map).toHaveTextContent('Marker: 51.5238, -0.1586');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ city: 'London', latitude: 51.5238, longitude: -0.1586 }),
    );
  },
};

export const MapUnavailable: Story = {
  args: { value: pickupAddress, mapsApiKey: addressStory.fakeKey, loadPlaces: loadFailingPlaces },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(addressLabels.mapUnavailable)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: addressLabels.city })).toHaveValue('Budapest');
  },
};
