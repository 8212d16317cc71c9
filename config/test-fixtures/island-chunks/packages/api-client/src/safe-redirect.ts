// A pure helper beside the client: used without calling the API.
export function safePath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
