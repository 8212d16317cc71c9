import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AllTicked, Empty, InProgress } from './checklist.stories';

/** The play functions' user, as Storybook hands it to them in its own preview. */
const context = () => ({ userEvent: userEvent.setup() }) as never;

describe('Checklist stories', { timeout: 60_000 }, () => {
  afterEach(() => cleanup());

  it('each start from their own ticks: "Empty" after "All Ticked" shows none ticked', async () => {
    await AllTicked.run(context());
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    cleanup();
    await Empty.run(context());
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    cleanup();
    await InProgress.run(context());
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
  });
});
