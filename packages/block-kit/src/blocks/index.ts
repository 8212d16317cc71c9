// CMS blocks and the BlockRenderer (issue 8). Owned by the blocks work; one export line per block.
export {};
