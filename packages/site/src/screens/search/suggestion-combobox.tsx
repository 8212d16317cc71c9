import { useT } from '@dementie/i18n-catalogues/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** Spec 2 §2.7/§5: suggestions are fetched only after more than 3 characters. */
export const SUGGEST_MIN_LENGTH = 4;

export interface SuggestionComboboxProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  /** Most characters the field takes. */
  maxLength?: number | undefined;
  /** The id of a message about what is wrong with the value: the field is invalid and described by it. */
  problemId?: string | undefined;
  onChange(value: string): void;
  /** A suggestion was chosen with Enter or a click. */
  onChoose(suggestion: string): void;
  fetchSuggestions(prefix: string, signal: AbortSignal): Promise<readonly string[]>;
}

/**
 * The search field as an ARIA 1.2 combobox with a listbox popup: arrow keys move through the
 * suggestions, Enter chooses, Escape closes, and the number of suggestions is announced politely.
 * Nothing moves or submits by itself while the visitor types (no time pressure).
 */
export function SuggestionCombobox(props: SuggestionComboboxProps) {
  const { value, fetchSuggestions } = props;
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lastTyped = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // On a document page the visitor may type before the script arrives: taken over, the field counts
  // what it holds as typed, so its suggestions come as if the script had been there all along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the field is taken over
  useEffect(() => {
    const typed = input.current?.value;
    if (typed === undefined || typed === value) return;
    lastTyped.current = typed;
    props.onChange(typed);
  }, []);

  useEffect(() => {
    // Only what the visitor typed fetches suggestions, not the value the page opened with.
    if (lastTyped.current !== value) return;
    const prefix = value.trim();
    if (prefix.length < SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    fetchSuggestions(prefix, controller.signal)
      .then((list) => {
        if (controller.signal.aborted) return;
        const unique = [...new Set(list)].filter((s) => s.toLowerCase() !== prefix.toLowerCase()).slice(0, 8);
        setSuggestions(unique);
        setActive(-1);
        setOpen(unique.length > 0);
      })
      .catch(() => {
        if (!controller.signal.aborted) setOpen(false);
      });
    return () => controller.abort();
  }, [value, fetchSuggestions]);

  function choose(index: number) {
    const suggestion = suggestions[index];
    if (suggestion === undefined) return;
    setOpen(false);
    lastTyped.current = null;
    props.onChoose(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const expanded = open && suggestions.length > 0;
  return (
    <div className="site-combobox">
      <label htmlFor={inputId}>{props.label}</label>
      <input
        ref={input}
        id={inputId}
        name={props.name}
        type="search"
        inputMode="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        aria-invalid={props.problemId ? true : undefined}
        aria-describedby={props.problemId}
        value={value}
        onChange={(event) => {
          lastTyped.current = event.target.value;
          props.onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('site.search.suggestionsLabel')}
        hidden={!expanded}
        className="site-combobox__list"
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion}
            // Options are reached with aria-activedescendant; focus stays in the input (ARIA 1.2 combobox).
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="site-combobox__option"
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            {suggestion}
          </div>
        ))}
      </div>
      <p className="site-visually-hidden" aria-live="polite">
        {expanded ? t('site.search.suggestionsCount', { n: suggestions.length }) : ''}
      </p>
    </div>
  );
}
