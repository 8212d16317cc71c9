import { big } from '../big';

export function heavy(): string {
  return big();
}
