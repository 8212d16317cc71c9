import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../test-support/render';
import { Loader } from './loader';

describe('Loader', { timeout: 30_000 }, () => {
  it("announces 'De inhoud wordt geladen...' as a status", async () => {
    const { container } = renderWithI18n(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('De inhoud wordt geladen...');
    await expectNoAxeViolations(container);
  });

  it('can keep its text for screen readers only', () => {
    renderWithI18n(<Loader hideLabel label="Bezig met opslaan" />);
    expect(screen.getByText('Bezig met opslaan')).toHaveClass('bk-visually-hidden');
  });
});
