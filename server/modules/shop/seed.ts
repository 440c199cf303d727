import type { Database } from '../../db/client.ts';
import { shopProducts } from '../../db/schema/index.ts';

/** The demo shop: balls, grips, drinks and racket rental, with stock. */
export const DEMO_PRODUCTS = [
  {
    name: 'Bote de 3 bolas',
    description: 'Bolas de tenis y pádel, presión estándar.',
    image: '/shop/balls.svg',
    priceCents: 450,
    stock: 40,
  },
  {
    name: 'Overgrip (pack de 3)',
    description: 'Cubregrips absorbentes.',
    image: '/shop/grips.svg',
    priceCents: 600,
    stock: 30,
  },
  {
    name: 'Agua 50 cl',
    description: 'Botella de agua mineral fría.',
    image: '/shop/water.svg',
    priceCents: 100,
    stock: 60,
  },
  {
    name: 'Bebida isotónica',
    description: 'Lata de 33 cl.',
    image: '/shop/drink.svg',
    priceCents: 200,
    stock: 36,
  },
  {
    name: 'Alquiler de raqueta',
    description: 'Raqueta del club para un partido; se devuelve en recepción.',
    image: '/shop/racket.svg',
    priceCents: 300,
    stock: 8,
  },
] as const;

export async function seedShop(db: Database): Promise<void> {
  await db.insert(shopProducts).values(DEMO_PRODUCTS.map((p) => ({ ...p })));
}
