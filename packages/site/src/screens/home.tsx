import { ButtonLink } from '@dementie/block-kit';
import { documentTitle } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect } from 'react';

/** Placeholder home until the CMS homepage lands (issue 10): the brand's name and the way to trainings. */
export function HomeScreen() {
  const t = useT();
  const name = t('brand.name');
  useEffect(() => {
    document.title = name;
  }, [name]);
  return (
    <section className="site-home">
      <h1>{name}</h1>
      <p>{t('brand.footerTagline')}</p>
      <ButtonLink href="/trainingen">{t('notFound.links.trainings')}</ButtonLink>
    </section>
  );
}

/** Spec 1 §2: 'Oeps, deze pagina bestaat niet (meer)' with links to home, trainings, news, stories and contact. */
export function NotFoundScreen() {
  const t = useT();
  const title = t('notFound.title');
  useEffect(() => {
    document.title = documentTitle(t, title);
  }, [t, title]);
  const links = [
    ['/', t('notFound.links.home')],
    ['/trainingen', t('notFound.links.trainings')],
    ['/nieuws', t('notFound.links.news')],
    ['/ervaringen', t('notFound.links.stories')],
    ['/contact', t('notFound.links.contact')],
  ] as const;
  return (
    <section className="site-not-found">
      <h1>{title}</h1>
      <p>{t('notFound.intro')}</p>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
