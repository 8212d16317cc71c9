import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { Heading } from './heading';

describe('Heading', { timeout: 30_000 }, () => {
  it('keeps the outline level apart from the look', async () => {
    const { container } = render(
      <>
        <Heading level={1}>Dementie</Heading>
        <Heading level={2} size="s">
          Klein maar niveau 2
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dementie' })).toHaveClass('bk-heading--xl');
    expect(screen.getByRole('heading', { level: 2, name: 'Klein maar niveau 2' })).toHaveClass(
      'bk-heading--s',
    );
    await expectNoAxeViolations(container);
  });
});
