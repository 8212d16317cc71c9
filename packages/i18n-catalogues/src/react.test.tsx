import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useBrand, useT } from './react';
import { brandNames } from './translator';

function Probe() {
  const t = useT();
  return (
    <main>
      <h1>{t('notFound.title')}</h1>
      <p>{t('checklist.progress', { x: 2, y: 5 })}</p>
      <p>{t('brand.name')}</p>
      <button type="button">{t('modal.close')}</button>
      <p data-testid="brand">{useBrand()}</p>
    </main>
  );
}

describe('I18nProvider and useT', () => {
  it('gives the brand texts to components below it', () => {
    render(
      <I18nProvider brand="dementievriendelijk">
        <Probe />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'Oeps, deze pagina bestaat niet (meer)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 van de 5 vragen geselecteerd')).toBeInTheDocument();
    expect(screen.getByText(brandNames.dementievriendelijk)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sluit' })).toBeInTheDocument();
    expect(screen.getByTestId('brand')).toHaveTextContent('dementievriendelijk');
  });

  it('switches texts when the brand changes', () => {
    const { rerender } = render(
      <I18nProvider brand="dementie">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText(brandNames.dementie)).toBeInTheDocument();
    rerender(
      <I18nProvider brand="alzheimer">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText(brandNames.alzheimer)).toBeInTheDocument();
  });

  it('accepts a stub translator', () => {
    render(
      <I18nProvider brand="dementie" translator={(key) => `[${key}]`}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: '[modal.close]' })).toBeInTheDocument();
  });

  it('fails loudly without a provider', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Probe />)).toThrow(/I18nProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
