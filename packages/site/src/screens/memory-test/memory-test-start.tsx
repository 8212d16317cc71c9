import { useT } from '@dementie/i18n-catalogues/react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { MEMORY_TEST_PATHS } from './memory-test-paths';

/**
 * `/geheugentest` (decision 0053): what the test is, that it stays private and is no diagnosis, and the
 * choice between the two questionnaires. Plain links: readable and usable without JavaScript.
 */
export function MemoryTestStartScreen() {
  const t = useT();
  useDocumentTitle(t('memoryTest.start.title'), { description: t('memoryTest.start.intro') });
  const choices = [
    { href: MEMORY_TEST_PATHS.self, title: t('memoryTest.start.self'), text: t('memoryTest.start.selfText') },
    {
      href: MEMORY_TEST_PATHS.other,
      title: t('memoryTest.start.other'),
      text: t('memoryTest.start.otherText'),
    },
  ];
  return (
    <div className="site-memory-test">
      <h1>{t('memoryTest.start.title')}</h1>
      <p className="site-memory-test__lead">{t('memoryTest.start.intro')}</p>
      <p>{t('memoryTest.start.time')}</p>
      <ul className="site-memory-test__facts">
        <li>{t('memoryTest.start.privacy')}</li>
        <li>{t('memoryTest.start.notDiagnosis')}</li>
      </ul>
      <h2>{t('memoryTest.start.choose')}</h2>
      <ul className="site-memory-test__choices">
        {choices.map((choice) => (
          <li key={choice.href}>
            <a className="site-memory-test__choice" href={choice.href}>
              <span className="site-memory-test__choice-title">{choice.title}</span>
              <span className="site-memory-test__choice-text">{choice.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
