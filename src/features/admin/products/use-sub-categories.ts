// The sub-categories the catalog uses, per category: the product form suggests its category's (a <datalist>), so the
// owner picks "Kurta set" again rather than typing a second spelling of it. Without them the field takes any name.
import { useEffect, useState } from 'react';
import { api, errorMessage, type ApiSuccess } from '#/lib/api.ts';

export type SubCategoryUse = ApiSuccess<'/api/admin/products/sub-categories', 'GET'>['subCategories'][number];

export function useSubCategories(): SubCategoryUse[] {
  const [styles, setStyles] = useState<SubCategoryUse[]>([]);
  useEffect(() => {
    api('/api/admin/products/sub-categories', { method: 'GET' })
      .then((r) => r.success && setStyles(r.subCategories))
      .catch((e: unknown) => console.error('sub-categories', errorMessage(e)));
  }, []);
  return styles;
}
