import type { MerchProductView } from '@fanpass/contracts';
import { MerchCard } from './MerchCard';

export function MerchGrid({ items, label }: { items: MerchProductView[]; label: string }) {
  return (
    <ul className="merch-grid" aria-label={label}>
      {items.map((item) => (
        <MerchCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
