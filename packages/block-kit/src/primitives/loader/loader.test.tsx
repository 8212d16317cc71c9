import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
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

  it('says in plain words, for a browser without scripts, that what it waits for needs JavaScript', () => {
    const html = (ui: ReactElement) => renderToString(<I18nProvider brand="dementie">{ui}</I18nProvider>);
    expect(html(<Loader />)).toContain(
      '<p class="bk-loader__no-script">Dit deel werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.</p>',
    );
    expect(html(<Loader withoutScript="Deze pagina werkt alleen met JavaScript." />)).toContain(
      '<p class="bk-loader__no-script">Deze pagina werkt alleen met JavaScript.</p>',
    );
    // An inline loader only shows after a tap, so with scripts.
    expect(html(<Loader inline />)).not.toContain('bk-loader__no-script');
  });

  it('can keep its text for screen readers only', () => {
    renderWithI18n(<Loader hideLabel label="Bezig met opslaan" />);
    expect(screen.getByText('Bezig met opslaan')).toHaveClass('bk-visually-hidden');
  });
});
