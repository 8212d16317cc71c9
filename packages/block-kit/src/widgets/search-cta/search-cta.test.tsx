import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { renderWithI18n } from '../../primitives/test-support/render';
import { fixtureBlock } from '../test-support/fixtures';
import { SearchCta } from './search-cta';

describe('SearchCta', { timeout: 30_000 }, () => {
  it('passes the typed text on submit', async () => {
    const block = fixtureBlock('search_cta', 'searchCta');
    const onSearch = vi.fn();
    const { container } = renderWithI18n(<SearchCta {...block} onSearch={onSearch} />);
    const form = screen.getByRole('search');
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Zoekterm' }), '  geheugen {Enter}');
    expect(onSearch).toHaveBeenCalledWith('geheugen');
    await userEvent.clear(within(form).getByRole('searchbox', { name: 'Zoekterm' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Zoek' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
