import { contentPage } from '@/components/content-page';

const page = contentPage('products', '/products', 'products', { cta: true });

export const generateMetadata = page.generateMetadata;
export default page.Page;
