import type { MenuItem } from '@dementie/api-client';
import { SiteFooter } from '@dementie/block-kit';
import type { BrandConfig } from '../brand/brand-config';
import { newsletterSubscriber } from '../services/newsletter';
import { useSiteServices } from '../services/site-services';

/**
 * The brand's footer (spec 3 §2): the footer menu as navigation columns (a top-level item with
 * children is a column), the newsletter form, social links and the brand's ending, all from data.
 */
export function BrandFooter({
  brand,
  menu,
  newsletter = true,
}: {
  brand: BrandConfig;
  menu: readonly MenuItem[];
  /** false: no newsletter form (a page that offers its own). Default true. */
  newsletter?: boolean;
}) {
  const { api, botCheck } = useSiteServices();
  const columns = menu
    .filter((item) => item.below.length > 0)
    .map((item) => ({
      title: item.title,
      links: item.below.map((child) => ({
        title: child.title,
        url: child.url,
        external: child.external,
        showAsButton: false,
      })),
    }));
  const loose = menu.filter((item) => item.below.length === 0);
  if (loose.length > 0) {
    columns.push({
      title: brand.name,
      links: loose.map((item) => ({
        title: item.title,
        url: item.url,
        external: item.external,
        showAsButton: false,
      })),
    });
  }
  return (
    <SiteFooter
      {...(brand.preFooterLinks ? { preFooterLinks: brand.preFooterLinks } : {})}
      columns={columns}
      social={brand.socialLinks}
      newsletter={
        newsletter && {
          ...(brand.newsletterForm
            ? {
                embed: {
                  scriptId: brand.newsletterForm.scriptId,
                  formId: brand.newsletterForm.formId,
                  scriptSrc: brand.newsletterForm.scriptSrc,
                },
              }
            : {}),
          subscribe: newsletterSubscriber(api, botCheck, brand.id),
        }
      }
      ending={
        brand.footerVariant === 'charity'
          ? {
              kind: 'qualityMarks',
              marks: brand.qualityMarks.map((mark) => ({
                image: {
                  url: mark.imageUrl,
                  alt: mark.name,
                  width: mark.width,
                  height: mark.height,
                  crops: [],
                },
                ...(mark.url ? { url: mark.url } : {}),
              })),
            }
          : { kind: 'tagline' }
      }
    />
  );
}

/** Props of `SiteFooterIsland`: plain data, as an island's props are (decision 0067). */
export interface SiteFooterIslandProps {
  menu: readonly MenuItem[];
  newsletter: boolean;
}

/** The brand's footer of the site's own brand: the footer as an island (its newsletter form needs script). */
export function SiteFooterIsland({ menu, newsletter }: SiteFooterIslandProps) {
  const { brand } = useSiteServices();
  return <BrandFooter brand={brand} menu={menu} newsletter={newsletter} />;
}
