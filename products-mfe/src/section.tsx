import { Route, Routes } from 'react-router-dom';
import type { SectionModule } from '@site/shared';
import { useTranslation } from 'react-i18next';
import './proto.css';

function Catalog() {
  const { t } = useTranslation('products');
  return <h1 className="proto">{t('title')}</h1>;
}

function ProductsRoutes() {
  return (
    <Routes>
      <Route path="products" element={<Catalog />} />
      <Route path="*" element={<p>not found in products</p>} />
    </Routes>
  );
}

export const section: SectionModule = {
  name: 'products',
  Routes: ProductsRoutes,
  paths: ['products'],
  loadMessages: async (language) => ({ products: { title: `Products ${language}` } }),
};
