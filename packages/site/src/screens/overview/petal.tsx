/** The decorative petal of the overview headers (spec 2 §2.4): our own drawing, in the brand's colours. */
export function Petal({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      width="120"
      height="120"
    >
      <path
        d="M60 6c26 18 40 40 40 62a40 40 0 0 1-80 0C20 46 34 24 60 6z"
        fill="var(--dm-color-brand-soft)"
      />
      <path d="M60 26c14 12 22 26 22 40a22 22 0 0 1-44 0c0-14 8-28 22-40z" fill="var(--dm-color-brand)" />
      <circle cx="60" cy="70" r="7" fill="var(--dm-color-accent)" />
    </svg>
  );
}
