import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CERTIFICATE_SHARE_IMAGE_SIZE } from '@dementie/api-client';
import { brandColours } from '@dementie/brands';
import {
  type BrandId,
  createTranslator,
  formatCertificateDate,
  formatScore,
} from '@dementie/i18n-catalogues';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** What a certificate image shows. */
export interface CertificateImageData {
  /** Empty after erasure: the image then shows no name at all. */
  personName: string;
  courseName: string;
  score: number;
  maxScore: number;
  completedAt: Date;
  brand: BrandId;
}

/** The two images: the certificate itself (A4 landscape) and the Open Graph share image. */
export type CertificateImageKind = 'certificate' | 'share';

/** Size of the certificate image: A4 landscape proportions, sharp enough to print. */
export const CERTIFICATE_IMAGE_SIZE = { width: 1600, height: 1131 } as const;

/** Brand colours of the image: the brand's `brand` and `brand-soft` tokens (@dementie/brands). */
function imageColours(brand: BrandId): { strong: string; soft: string } {
  const colours = brandColours[brand];
  return { strong: colours.brand, soft: colours['brand-soft'] };
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Font[] | undefined;

/**
 * Atkinson Hyperlegible (made for readers with low vision) from its npm package, latin and
 * latin-ext, so names such as 'Łukasz' or 'Ayşe' render (satori draws missing glyphs as boxes).
 * satori reads woff, not woff2.
 */
function loadFonts(): Font[] {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const folder = path.join(
      path.dirname(require.resolve('@fontsource/atkinson-hyperlegible/LICENSE')),
      'files',
    );
    fonts = (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map((weight) => ({
        // Distinct names per subset: satori falls back from font to font for missing glyphs,
        // but keeps only one font per name and weight.
        name: subset === 'latin' ? 'Atkinson Hyperlegible' : 'Atkinson Hyperlegible Ext',
        data: readFileSync(path.join(folder, `atkinson-hyperlegible-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    );
  }
  return fonts;
}

const fontFamily = "'Atkinson Hyperlegible', 'Atkinson Hyperlegible Ext'";

/** A satori element (the React element shape, without React). */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string };
}

const el = (style: Record<string, string | number>, ...children: (Node | string | false)[]): Node => ({
  type: 'div',
  props: {
    style: { display: 'flex', ...style },
    children: children.filter((c): c is Node | string => c !== false),
  },
});

function texts(data: CertificateImageData) {
  const t = createTranslator(data.brand);
  return {
    brandName: t('brand.name'),
    heading: t('certificate.image.heading'),
    awardedTo: t('certificate.image.awardedTo'),
    forTraining: t('certificate.image.forTraining'),
    score: formatScore(data.score, data.maxScore, t),
    date: t('certificate.date', { date: formatCertificateDate(data.completedAt) }),
  };
}

function certificateLayout(data: CertificateImageData): Node {
  const colour = imageColours(data.brand);
  const text = texts(data);
  const named = data.personName.trim() !== '';
  return el(
    {
      width: '100%',
      height: '100%',
      background: colour.soft,
      padding: 48,
      boxSizing: 'border-box',
      fontFamily,
    },
    el(
      {
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        background: '#ffffff',
        border: `12px solid ${colour.strong}`,
        borderRadius: 24,
        padding: 64,
        boxSizing: 'border-box',
        color: '#1a1a1a',
        textAlign: 'center',
      },
      el({ fontSize: 36, fontWeight: 700, color: colour.strong, letterSpacing: 2 }, text.brandName),
      el({ fontSize: 112, fontWeight: 700, color: colour.strong, marginTop: 24 }, text.heading),
      named && el({ fontSize: 40, marginTop: 40 }, text.awardedTo),
      named &&
        el(
          { fontSize: 80, fontWeight: 700, marginTop: 16, maxWidth: 1300, justifyContent: 'center' },
          data.personName,
        ),
      el({ fontSize: 40, marginTop: 40 }, text.forTraining),
      el(
        { fontSize: 60, fontWeight: 700, marginTop: 16, maxWidth: 1300, justifyContent: 'center' },
        data.courseName,
      ),
      el({ fontSize: 40, marginTop: 56, gap: 48, color: '#333333' }, el({}, text.score), el({}, text.date)),
    ),
  );
}

function shareLayout(data: CertificateImageData): Node {
  const colour = imageColours(data.brand);
  const text = texts(data);
  const named = data.personName.trim() !== '';
  return el(
    { width: '100%', height: '100%', background: '#ffffff', color: '#1a1a1a', fontFamily },
    el({ width: 40, height: '100%', background: colour.strong }),
    el(
      {
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '48px 64px',
        flexGrow: 1,
        boxSizing: 'border-box',
      },
      el({ fontSize: 32, fontWeight: 700, color: colour.strong }, text.brandName),
      el({ fontSize: 72, fontWeight: 700, color: colour.strong, marginTop: 8 }, text.heading),
      named && el({ fontSize: 56, fontWeight: 700, marginTop: 24 }, data.personName),
      el({ fontSize: 36, marginTop: 16 }, `${text.forTraining} ${data.courseName}`),
      el({ fontSize: 32, marginTop: 32, gap: 40, color: '#333333' }, el({}, text.score), el({}, text.date)),
    ),
  );
}

/** Draws a certificate image as PNG (satori to SVG, resvg to PNG). */
export async function renderCertificateImage(
  data: CertificateImageData,
  kind: CertificateImageKind,
): Promise<Buffer> {
  const size = kind === 'share' ? CERTIFICATE_SHARE_IMAGE_SIZE : CERTIFICATE_IMAGE_SIZE;
  const layout = kind === 'share' ? shareLayout(data) : certificateLayout(data);
  const svg = await satori(layout as unknown as Parameters<typeof satori>[0], {
    width: size.width,
    height: size.height,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
