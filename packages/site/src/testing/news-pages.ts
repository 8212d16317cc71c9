/**
 * The wire answer of a later page of the news list: one news item of its own ('Samen wandelen in het
 * park'), with the pager given (the drupal page number is the site page minus 1).
 */
export function newsPageWithOneItem(pager: {
  current_page: number;
  total_items: string;
  total_pages: number;
  items_per_page: number;
}) {
  return {
    items: [
      {
        id: 46,
        type: 'news',
        label: 'Samen wandelen in het park',
        path: { alias: '/nieuws/samen-wandelen-in-het-park' },
        field_publication_date: [{ value: '2025-04-02T10:00:00+02:00' }],
        field_introduction: [{ value: 'Elke week een rondje met koffie na afloop.' }],
        field_header_image: [],
      },
    ],
    pager,
  };
}
