import { Button, Group, SimpleGrid, type MantineColor } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { isSlotDisabled, type SlotView } from './slot-views.ts';

export type SlotState = 'selected' | 'own' | 'taken' | 'blocked' | 'past' | 'free';

export function slotState(view: SlotView, selected: string | null): SlotState {
  if (view.kind === 'own') return 'own';
  if (view.kind === 'taken') return 'taken';
  if (view.kind === 'blocked') return 'blocked';
  if (view.past) return 'past';
  return view.slot === selected ? 'selected' : 'free';
}

const COLOURS: Record<SlotState, { color?: MantineColor; variant: string }> = {
  own: { color: 'green', variant: 'filled' },
  taken: { color: 'red', variant: 'filled' },
  selected: { variant: 'filled' },
  blocked: { color: 'gray', variant: 'light' },
  past: { color: 'gray', variant: 'default' },
  free: { variant: 'default' },
};

// A disabled Mantine button turns grey; taken and own slots must keep their red and green.
const KEEP_COLOUR: Partial<Record<SlotState, CSSProperties>> = {
  own: {
    backgroundColor: 'var(--mantine-color-green-filled)',
    color: 'var(--mantine-color-white)',
  },
  taken: {
    backgroundColor: 'var(--mantine-color-red-filled)',
    color: 'var(--mantine-color-white)',
  },
};

export interface SlotGridProps {
  views: SlotView[];
  selected: string | null;
  onSelect: (slot: string) => void;
  /** A click on one of the viewer's own bookings (to cancel it). */
  onOwnClick: (view: SlotView) => void;
  /** Extra content next to a slot, e.g. its weather. */
  renderExtra?: (view: SlotView) => ReactNode;
}

/**
 * The day's slots: green own, red someone else's, primary selected. Past, blocked and others'
 * slots are disabled; one of the viewer's own upcoming bookings can be clicked to cancel it.
 */
export function SlotGrid({ views, selected, onSelect, onOwnClick, renderExtra }: SlotGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      {views.map((view) => {
        const state = slotState(view, selected);
        const disabled = isSlotDisabled(view);
        const { color, variant } = COLOURS[state];
        return (
          <Group key={view.slot} gap={4} wrap="nowrap">
            <Button
              flex={1}
              color={color}
              variant={variant}
              disabled={disabled}
              style={disabled ? KEEP_COLOUR[state] : undefined}
              data-state={state}
              aria-pressed={state === 'selected'}
              aria-label={view.text === view.slot ? view.slot : `${view.slot}: ${view.text}`}
              onClick={() => (view.kind === 'own' ? onOwnClick(view) : onSelect(view.slot))}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              h="auto"
              mih={44}
              py={6}
            >
              {view.text}
            </Button>
            {renderExtra?.(view)}
          </Group>
        );
      })}
    </SimpleGrid>
  );
}
