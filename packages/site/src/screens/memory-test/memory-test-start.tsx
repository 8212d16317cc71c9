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
        <li>
          <a className="site-memory-test__choice" href={MEMORY_TEST_PATHS.self}>
            <span className="site-memory-test__choice-title">{t('memoryTest.start.self')}</span>
            <span className="site-memory-test__choice-text">{t('memoryTest.start.selfText')}</span>
          </a>
        </li>
        <li>
          <a className="site-memory-test__choice" href={MEMORY_TEST_PATHS.other}>
            <span className="site-memory-test__choice-title">{t('memoryTest.start.other')}</span>
            <span className="site-memory-test__choice-text">{t('memoryTest.start.otherText')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
