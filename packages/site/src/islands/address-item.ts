import { createStore, type StoreApi } from 'zustand/vanilla';

/** The `item` parameter of a document page's address, with the way to change it. */
export interface AddressItemState {
  /** The slug in `item`, or null without one. */
  readonly item: string | null;
  /** Sets `item` to a slug, or removes it (null). */
  readonly select: (slug: string | null) => void;
}

/** The query parameter a bookcase's open book is bound to (spec 2 §2.1). */
export const ITEM_PARAMETER = 'item';

/**
 * The `item` parameter of a document page as a store (spec 2 §2.1): a bookcase island opens the book
 * the address names, and opening or closing one changes the address in place (`replace`, as the app's
 * router does), so that the address can be shared and reloaded. The server makes one from the request's
 * address, which the browser's first snapshot equals: the island's markup matches.
 *
 * `replace` writes the changed address (the browser's `history.replaceState`); without it (the
 * server), `select` changes the store only.
 */
export function addressItemStore(address: URL, replace?: (address: URL) => void): StoreApi<AddressItemState> {
  return createStore<AddressItemState>()((set) => ({
    item: address.searchParams.get(ITEM_PARAMETER),
    select: (slug) => {
      if (replace) {
        const next = new URL(window.location.href);
        if (slug) next.searchParams.set(ITEM_PARAMETER, slug);
        else next.searchParams.delete(ITEM_PARAMETER);
        replace(next);
      }
      set({ item: slug });
    },
  }));
}

/**
 * The browser's store of the page's `item`: follows the address when the visitor goes back or forward
 * to an entry of this page with another `item` (an in-page link made one).
 */
export function browserAddressItem(): StoreApi<AddressItemState> {
  const store = addressItemStore(new URL(window.location.href), (next) =>
    window.history.replaceState(window.history.state, '', next),
  );
  window.addEventListener('popstate', () => {
    store.setState({ item: new URL(window.location.href).searchParams.get(ITEM_PARAMETER) });
  });
  return store;
}
