// Shared widgets and design-kit blocks (issue 9). One export line per widget.
export {};
