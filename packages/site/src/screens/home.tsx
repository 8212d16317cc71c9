import { ButtonLink } from '@dementie/block-kit';
import { useEffect } from 'react';
import type { BrandConfig } from '../brand/brand-config';

export function HomeScreen({ brand }: { brand: BrandConfig }) {
  useEffect(() => {
    document.title = brand.name;
  }, [brand.name]);
  return (
    <section className="site-home">
      <h1>Welkom bij {brand.name}</h1>
      <p>Lees over dementie, volg een gratis training en ontdek wat jij kunt doen.</p>
      <ButtonLink href="/trainingen">Bekijk de trainingen</ButtonLink>
    </section>
  );
}

export function NotFoundScreen({ brand }: { brand: BrandConfig }) {
  useEffect(() => {
    document.title = `Oeps, deze pagina bestaat niet (meer) | ${brand.name}`;
  }, [brand.name]);
  return (
    <section className="site-not-found">
      <h1>Oeps, deze pagina bestaat niet (meer)</h1>
      <ul>
        <li>
          <a href="/">Ga naar de homepage</a>
        </li>
      </ul>
    </section>
  );
}
