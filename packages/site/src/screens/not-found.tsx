import { useT } from '@dementie/i18n-catalogues/react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';

/** Spec 1 §2: 'Oeps, deze pagina bestaat niet (meer)' with links to home, trainings, news, stories and contact. */
export function NotFoundScreen() {
  const t = useT();
  const title = t('notFound.title');
  useDocumentTitle(title, { noindex: true });
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
            <Link to={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
