import type { BlobUse } from '@dementie/api-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * Where a picture blob is used (the picker's delete dialog, and the 409 of a delete in use).
 *
 * Chosen: a query over the stored content at the moment of asking, not a usage table kept on save.
 * Content that shows an image is written by several paths (the editor's document save, the
 * learning content loader, the CMS loader and its bulk import, later the CMS itself), in text
 * columns (serialized documents, rich text inside them) and JSON columns (CMS fields, paragraphs,
 * media). A usage table would have to be kept right by every one of those writers, now and later,
 * and would silently drift when one forgets; a missed row here means a live page loses its image.
 * Asking is rare (an editor deleting an image), so a scan with one regular expression over those
 * columns is cheap enough and is always as current as the content itself.
 *
 * What counts as a use: the original or any of its variants, by its served address
 * (/blobstorage/pictures/NAME or /blobstorage/pictures-SIZE/BASE_SIZE.EXT, relative or absolute,
 * anywhere in the text: image blocks, image entities in rich text, CMS image fields), in
 * - the newest saved revision of each editable document (what visitors are served), and the
 *   learning tables' own content (activity and answer texts, answer, chapter and course images);
 * - the current revision of each CMS node: its fields (header image, ...) and its paragraphs.
 * The demo media under /sharedblobstorage/ are another store and never match. When in doubt a
 * place is listed: naming one too many is safer than breaking a live page.
 */

/** Escapes a blob name part for a PostgreSQL regular expression (names hold [A-Za-z0-9._-]). */
function escapeRegex(text: string): string {
  return text.replace(/[.\\^$|?*+()[\]{}-]/g, (character) => `\\${character}`);
}

/**
 * The PostgreSQL regular expression (ARE) matching the served address of blob `name` or of one
 * of its variants, not preceded by 'shared' and not followed by more name characters.
 */
export function blobUseRegex(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = escapeRegex(dot > 0 ? name.slice(0, dot) : name);
  const extension = dot > 0 ? escapeRegex(name.slice(dot)) : '';
  return `(?<!shared)/blobstorage/pictures(/${base}|-[0-9x]+/${base}_[0-9x]+)${extension}(?![A-Za-z0-9._-])`;
}

interface TrainingRow extends Record<string, unknown> {
  course: string;
  activity: string | null;
}

interface PageRow extends Record<string, unknown> {
  title: string;
  path: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every place that shows blob `name` (see the comment at the top), sorted and without repeats. */
export async function blobUses(db: Database, name: string): Promise<BlobUse[]> {
  const pattern = blobUseRegex(name);
  const trainings = rowsOf<TrainingRow>(
    await db.execute(sql`
      with latest as (
        select distinct on (target_kind, target_id, field) target_kind, target_id, content
        from editable_document_revisions
        order by target_kind, target_id, field, id desc
      ),
      activity_hits as (
        select target_id as activity_id from latest
          where target_kind = 'TeachingActivity' and content ~ ${pattern}
        union
        select a.activity_id from latest l join el_answers a on a.id = l.target_id
          where l.target_kind <> 'TeachingActivity' and l.content ~ ${pattern}
        union
        select id from el_activities
          where coalesce(content, '') ~ ${pattern} or coalesce(intro_to_assignment, '') ~ ${pattern}
        union
        select activity_id from el_answers
          where concat_ws(' ', content, flip_card_content, image::text, back_image::text) ~ ${pattern}
      )
      select c.name as course, a.title as activity
        from activity_hits h join el_activities a on a.id = h.activity_id join el_courses c on c.id = a.course_id
      union
      select c.name, null from el_courses c where c.image::text ~ ${pattern}
      union
      select c.name, ch.name from el_chapters ch join el_courses c on c.id = ch.course_id
        where ch.image::text ~ ${pattern}
    `),
  );
  const pages = rowsOf<PageRow>(
    await db.execute(sql`
      select n.title, alias.alias as path
        from cms_nodes n
        join cms_revisions r on r.id = n.current_revision_id
        left join lateral (
          select p.alias from cms_path_aliases p where p.node_id = n.id order by p.id limit 1
        ) alias on true
        where r.fields::text ~ ${pattern}
          or coalesce(n.header_image::text, '') ~ ${pattern}
          or exists (
            select 1 from cms_paragraphs p where p.revision_id = r.id and p.fields::text ~ ${pattern}
          )
    `),
  );
  const uses: BlobUse[] = [
    ...trainings.map(
      (row): BlobUse => ({
        place: 'training',
        title: row.course,
        ...(row.activity ? { detail: row.activity } : {}),
      }),
    ),
    ...pages.map(
      (row): BlobUse => ({
        place: 'page',
        title: row.title,
        ...(row.path ? { path: row.path.startsWith('/') ? row.path : `/${row.path}` } : {}),
      }),
    ),
  ];
  const seen = new Set<string>();
  return uses
    .filter((use) => {
      const key = JSON.stringify([use.place, use.title, use.detail, use.path]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        a.place.localeCompare(b.place) ||
        a.title.localeCompare(b.title, 'nl') ||
        (a.detail ?? '').localeCompare(b.detail ?? '', 'nl'),
    );
}
