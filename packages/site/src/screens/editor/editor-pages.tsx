import type { Course } from '@dementie/api-client';
import { EDITOR_PATHS } from '@dementie/auth';
import { ImagePicker } from '@dementie/block-kit/editor';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { data, redirect, useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { SiteServices } from '../../services/site-services';
import { useSiteServices } from '../../services/site-services';

/*
 * The editor's pages (decision 0013), reached from the account menu and the profile: the trainings to
 * edit (each opens the player in admin mode, spec 3 §6) and the image library (the picker of
 * spec 2 §6 on a page of its own). Editors only: a guest is sent to the login page and comes back
 * here; a signed-in visitor without the role gets a 403 page that says so.
 */

/** The player's address in admin mode (spec 3 §1: admin mode is on when the address contains 'admin'). */
export function adminTrainingPath(courseId: number): string {
  return `/trainingen/${courseId}?admin=1`;
}

/** Lets only editors in; throws the redirect or the 403 otherwise. */
export async function requireEditor(services: SiteServices, request: Request): Promise<void> {
  const session = await services.api.isSessionValid({ signal: request.signal });
  if (session.kind !== 'loaded') throw data('unavailable', { status: 503 });
  if (!session.value.loggedIn) {
    const { pathname } = new URL(request.url);
    throw redirect(`/login?${new URLSearchParams({ redirectPath: pathname })}`);
  }
  if (!session.value.user.isEditor) throw data('editors only', { status: 403 });
}

/** What the trainings page shows. */
export interface EditorTrainingsData {
  readonly courses: readonly Course[] | null;
}

export async function loadEditorTrainings(
  services: SiteServices,
  request: Request,
): Promise<EditorTrainingsData> {
  await requireEditor(services, request);
  const courses = await services.api.getCourses({ signal: request.signal });
  return { courses: courses.kind === 'loaded' ? courses.value : null };
}

export async function loadImageLibrary(services: SiteServices, request: Request): Promise<null> {
  await requireEditor(services, request);
  return null;
}

/** The editor's two pages: where each one is, and the text of a link to it. */
const EDITOR_PAGES = {
  trainings: { href: EDITOR_PATHS.trainings, linkText: 'accountMenu.editTrainings' },
  images: { href: EDITOR_PATHS.images, linkText: 'accountMenu.imageLibrary' },
} as const;

type EditorPageName = keyof typeof EDITOR_PAGES;

/** The frame of an editor page: its title (also the document's, never indexed), intro and a link to the other page. */
function EditorPage({ page, children }: { page: EditorPageName; children: ReactNode }): ReactNode {
  const t = useT();
  const title = t(`editorPages.${page}.title`);
  const other = EDITOR_PAGES[page === 'trainings' ? 'images' : 'trainings'];
  useDocumentTitle(title, { noindex: true });
  return (
    <div className="site-editor">
      <h1>{title}</h1>
      <p>{t(`editorPages.${page}.intro`)}</p>
      {children}
      <p>
        <a href={other.href}>{t(other.linkText)}</a>
      </p>
    </div>
  );
}

/** `/redactie`: the trainings, each with a link into the player's admin mode. */
export function EditorTrainingsScreen(): ReactNode {
  const { courses } = useLoaderData() as EditorTrainingsData;
  const t = useT();
  return (
    <EditorPage page="trainings">
      {courses === null ? (
        <p role="alert">{t('trainingsOverview.failed')}</p>
      ) : courses.length === 0 ? (
        <p>{t('site.trainings.empty')}</p>
      ) : (
        <ul className="site-editor__list">
          {courses.map((course) => (
            <li key={course.id}>
              <a href={adminTrainingPath(course.id)}>
                {t('editorPages.trainings.edit', { name: course.name })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </EditorPage>
  );
}

/** `/redactie/afbeeldingen`: the image library (upload, browse, delete) on its own page. */
export function ImageLibraryScreen(): ReactNode {
  const { api } = useSiteServices();
  return (
    <EditorPage page="images">
      <ImagePicker client={api} library />
    </EditorPage>
  );
}
