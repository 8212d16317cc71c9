import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allAnsweredRight, mediaCourse } from '../test-support/media-course';
import { type RenderPlayerOptions, renderPlayer } from '../test-support/render-player';

/*
 * The player in another team's app (architecture: "Media URLs are resolved against the API"): the
 * page is at https://app.example.nl, the API at https://api.example.nl, and the API's addresses are
 * root-relative. Every image, video and link of the course must load from the API's origin, never
 * from the host page's.
 */

const API = 'https://api.example.nl';
const onApi = /^https:\/\/api\.example\.nl\//;

/** Every address the player draws: img src/srcset, video and source src/srcset/poster, and link hrefs. */
function drawnAddresses(root: HTMLElement): string[] {
  const addresses: string[] = [];
  const add = (value: string | null) => {
    if (value !== null) addresses.push(value);
  };
  const srcset = (value: string | null) => {
    for (const candidate of value?.split(',') ?? []) add(candidate.trim().split(/\s+/)[0] ?? '');
  };
  for (const image of root.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    // An inline SVG icon (an expandable's) is drawn from the document itself and loads nothing.
    if (!src?.startsWith('data:')) add(src);
    srcset(image.getAttribute('srcset'));
  }
  for (const media of root.querySelectorAll('video, audio, source')) {
    add(media.getAttribute('src'));
    add(media.getAttribute('poster'));
    srcset(media.getAttribute('srcset'));
  }
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    // The skip link stays on the page.
    if (!href.startsWith('#')) add(href);
  }
  return addresses;
}

function expectAllOnTheApi(root: HTMLElement, atLeast: number): void {
  const addresses = drawnAddresses(root);
  expect(addresses.length).toBeGreaterThanOrEqual(atLeast);
  for (const address of addresses) expect(address).toMatch(onApi);
}

function openAt(done: Record<number, readonly number[]>, props: RenderPlayerOptions['props'] = {}) {
  return renderPlayer({
    course: mediaCourse,
    run: { done },
    foreignHost: true,
    // Marketing cookies accepted: videos are drawn, not the consent overlay.
    props: { mediaBaseUrl: API, marketingConsent: true, ...props },
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('TrainingPlayer on another origin than the API: every address is the API’s', () => {
  it('an info slide: rich text’s picture and link, an image with its variants, a video file', async () => {
    const { container } = openAt({});
    await heading('Welkom');
    const link = screen.getByRole('link', { name: 'Lees meer' });
    expect(link).toHaveAttribute('href', `${API}/wat-is-dementie`);
    const kassa = screen.getByRole('img', { name: 'Een kassa' });
    expect(kassa.getAttribute('srcset')).toContain(`${API}/api/elearning/media/kassa_300.jpg 300w`);
    expect(screen.getByRole('img', { name: 'Een bankje' }).getAttribute('srcset')).toContain(
      `${API}/blobstorage/pictures-300/bankje_300.jpg 300w`,
    );
    expect(container.querySelector('video')).toHaveAttribute('src', `${API}/api/elearning/media/uitleg.mp4`);
    // A link, the pictures with their variants, a video.
    expectAllOnTheApi(container, 10);
  });

  it('a drag question: the question’s rich text and every answer’s picture', async () => {
    const { container } = openAt({ 111: [] });
    await heading('Wat zie je?');
    expect(screen.getAllByRole('img', { name: /^Signaal \d$/ }).length).toBeGreaterThan(1);
    expectAllOnTheApi(container, 10);
  });

  it('a click question and its feedback page: the answers’ pictures', async () => {
    const { container, user, advance } = openAt({ 111: [], 112: [1121, 1123] });
    await heading('Wat doe je eerst?');
    expect(screen.getByRole('img', { name: 'Plaatje bij 1131' })).toHaveAttribute(
      'src',
      expect.stringMatching(onApi),
    );
    expectAllOnTheApi(container, 10);
    await user.click(screen.getByRole('button', { name: /Rustig vragen/ }));
    advance(200);
    await screen.findByRole('heading', { level: 2, name: /Goed gedaan|Bijna/ });
    expect(screen.getAllByRole('img', { name: /^Plaatje bij/ }).length).toBeGreaterThan(0);
    expectAllOnTheApi(container, 5);
  });

  it('a statement: an answer’s video file and the others’ pictures', async () => {
    const { container } = openAt({ 111: [], 112: [1121, 1123], 113: [1131] });
    await heading('Wat vind jij?');
    const videoItem = (await screen.findByRole('button', { name: 'Stelling 1' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(videoItem).getByText((_, element) => element?.tagName === 'VIDEO')).toHaveAttribute(
      'src',
      `${API}/api/elearning/media/uitleg.mp4`,
    );
    expectAllOnTheApi(container, 8);
  });

  it('a flip card: the fronts’ pictures, and the back’s rich text and video once turned over', async () => {
    const { container, user } = openAt({ 111: [], 112: [1121, 1123], 113: [1131], 114: [3101], 211: [] });
    await heading('Flip de kaarten');
    expect(screen.getByRole('img', { name: 'Kaart 2121' })).toHaveAttribute(
      'src',
      `${API}/sharedblobstorage/pictures-400/kaart_2121.jpg`,
    );
    expectAllOnTheApi(container, 4);
    await user.click(screen.getByRole('button', { name: /Oogcontact maken/ }));
    await user.click(screen.getByRole('button', { name: /Korte zinnen/ }));
    await user.click(screen.getByRole('button', { name: 'Controleer je antwoord' }));
    await user.click(await screen.findByRole('button', { name: 'Draai de kaart om: Oogcontact maken' }));
    expect(screen.getByText(/Achterkant 2121/)).toBeInTheDocument();
    expect(container.querySelector('.ep-card__back video')).toHaveAttribute(
      'src',
      `${API}/api/elearning/media/uitleg.mp4`,
    );
    expectAllOnTheApi(container, 6);
  });

  it('the summary pages and the certificate form page: images, the course’s links and its landing page', async () => {
    const { container, user } = openAt(allAnsweredRight);
    await screen.findByRole('heading', { level: 2, name: 'Goed gedaan!' });
    expectAllOnTheApi(container, 0);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('link', { name: 'Tips voor thuis' })).toHaveAttribute(
      'href',
      `${API}/tips`,
    );
    expect(screen.getByRole('img', { name: 'Overzicht' })).toHaveAttribute(
      'src',
      `${API}/api/elearning/media/overzicht.png`,
    );
    expect(screen.getByRole('img', { name: 'Een diploma' })).toHaveAttribute(
      'src',
      expect.stringMatching(onApi),
    );
    expectAllOnTheApi(container, 6);
    await user.click(screen.getByRole('button', { name: 'Naar je certificaat' }));
    await heading('Vraag je certificaat aan');
    // The course's landing page is a page of our site, where the API lives.
    expect(screen.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute(
      'href',
      `${API}/einde-training`,
    );
    expectAllOnTheApi(container, 1);
  });

  it('takes the API’s address from apiBaseUrl when no mediaBaseUrl is given', async () => {
    const { container } = renderPlayer({
      course: mediaCourse,
      foreignHost: true,
      props: { apiBaseUrl: `${API}/`, marketingConsent: true },
    });
    await heading('Welkom');
    expect(screen.getByRole('img', { name: 'Een kassa' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/api\.example\.nl\/api\/elearning\/media\/kassa(_\d+)?\.jpg$/),
    );
    expectAllOnTheApi(container, 10);
  });

  it('keeps every address as it is on our own sites (no base)', async () => {
    const { container } = renderPlayer({ course: mediaCourse, props: { marketingConsent: true } });
    await heading('Welkom');
    expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/wat-is-dementie');
    expect(container.querySelector('video')).toHaveAttribute('src', '/api/elearning/media/uitleg.mp4');
    for (const address of drawnAddresses(container)) expect(address).toMatch(/^\/[^/]/);
  });
});
