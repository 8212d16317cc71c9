// Code of its own that needs `big`, and a name it only passes on (as the form validators do).
import { big } from './big';
import { useful } from './lib/small';

export { useful as passOn };

export function schema(): string {
  return big();
}
