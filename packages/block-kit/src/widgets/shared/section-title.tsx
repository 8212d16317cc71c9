/** A widget's title: an h2 in the section-title style, or nothing when the widget has no title. */
export function SectionTitle({ title, id }: { title: string | null | undefined; id?: string }) {
  return title ? (
    <h2 id={id} className="bk-section-title">
      {title}
    </h2>
  ) : null;
}
