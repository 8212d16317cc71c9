// A runtime module that names one of the app's texts.
export function label(t: (key: string) => string): string {
  return t('player.pointsLeft');
}
