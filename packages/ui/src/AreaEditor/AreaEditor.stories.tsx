import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import type { AreaEditorProps } from './AreaEditor';
import { AreaEditor } from './AreaEditor';
import {
  areaEditorLabels as labels,
  circleArea,
  loadFailingAreaMap,
  loadFakeAreaMap,
  restaurantPosition,
  squareArea,
} from './fixtures';

function Controlled(props: AreaEditorProps) {
  const [shape, setShape] = useState(props.shape);
  return (
    <AreaEditor
      {...props}
      shape={shape}
      onChange={(next) => {
        setShape(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/AreaEditor',
  component: AreaEditor,
  render: (args) => <Controlled {...args} />,
  args: { center: restaurantPosition, shape: squareArea, onChange: fn(), labels, mapsApiKey: null },
} satisfies Meta<typeof AreaEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No map key: the built-in editor draws the polygon to scale around the restaurant, with its coordinates. */
export const Polygon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: labels.map })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Corner \d of 4$/ })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: labels.restaurant })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Latitude of corner 1' })).toHaveValue('47.5024');
  },
};

/** A corner moves 10 m north per Arrow Up, 100 m with Shift; the table follows. */
export const MovesACornerByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const corner = canvas.getByRole('button', { name: 'Corner 1 of 4' });
    await userEvent.tab();
    await expect(corner).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as {
      kind: string;
      points: Array<{ lat: number; lng: number }>;
    };
    await expect(last.kind).toBe('polygon');
    const [moved = { lat: 0, lng: 0 }, second] = last.points;
    // 10 m north is about 0.00009°; 100 m east at this latitude about 0.00133°.
    await expect(moved.lat).toBeCloseTo(47.5024 + 10 / 111_320, 6);
    await expect(moved.lng).toBeGreaterThan(19.0335 + 0.0013);
    await expect(second).toEqual(squareArea.kind === 'polygon' ? squareArea.points[1] : undefined);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Latitude of corner 1' })).toHaveValue(String(moved.lat)),
    );
  },
};

/** Corners are added after the last one and removed down to three. */
export const AddsAndRemovesCorners: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.addCorner }));
    await expect(canvas.getAllByRole('button', { name: /^Corner \d of 5$/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove corner 5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove corner 4' }));
    await expect(canvas.getAllByRole('button', { name: /^Corner \d of 3$/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Remove corner 1' })).toBeDisabled();
  },
};

/** A typed latitude moves the corner on the drawing. */
export const EditsACoordinate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const latitude = canvas.getByRole('textbox', { name: 'Latitude of corner 3' });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '47.49');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        points: expect.arrayContaining([{ lat: 47.49, lng: 19.0469 }]) as unknown,
      }),
    );
  },
};

/** A circle around the restaurant: the radius handle moves by keyboard, the radius is typed in metres. */
export const Circle: Story = {
  args: { shape: circleArea },
  play: async ({ args, canvas, userEvent }) => {
    const handle = canvas.getByRole('button', { name: labels.radius });
    handle.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ kind: 'circle', radius: 1600 });
    await expect(canvas.getByRole('textbox', { name: labels.radiusInput })).toHaveValue('1600');
  },
};

/** With a map key the provider's map replaces the drawing; the table stays. */
export const WithMap: Story = {
  args: { mapsApiKey: 'test-key', loadMap: loadFakeAreaMap },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('application', { name: labels.map })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: labels.map })).not.toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: labels.coordinates })).toBeInTheDocument();
  },
};

/** The map failed to load: the built-in editor shows, with a note. */
export const MapUnavailable: Story = {
  args: { mapsApiKey: 'test-key', loadMap: loadFailingAreaMap },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(labels.unavailable)).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: labels.map })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: labels.addCorner })).toBeDisabled();
  },
};
