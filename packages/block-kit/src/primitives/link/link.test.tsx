import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test-utils/axe';
import { ButtonLink } from '../button';
import { renderWithI18n } from '../test-support/render';
import { Link } from './link';

describe('Link', { timeout: 30_000 }, () => {
  it('marks an external link for sighted and screen-reader users and opens it safely', async () => {
    const { container } = renderWithI18n(
      <Link href="https://www.alzheimer-nederland.nl/">Alzheimer Nederland</Link>,
    );
    const link = screen.getByRole('link', { name: 'Alzheimer Nederland (opent een andere website)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('bk-link--external');
    await expectNoAxeViolations(container);
  });

  it('leaves an internal link alone', async () => {
    const { container } = renderWithI18n(<Link href="/nieuws">Nieuws</Link>);
    const link = screen.getByRole('link', { name: 'Nieuws' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveClass('bk-link--external');
    await expectNoAxeViolations(container);
  });

  it('follows an explicit external flag from the CMS over the URL guess', () => {
    renderWithI18n(
      <>
        <Link href="/folder.pdf" external>
          Folder
        </Link>
        <ButtonLink href="https://www.dementie.nl/" external={false}>
          Home
        </ButtonLink>
        <ButtonLink href="https://example.org/">Elders</ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Folder (opent een andere website)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Elders (opent een andere website)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
