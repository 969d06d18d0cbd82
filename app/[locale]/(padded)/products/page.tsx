import { basicPage } from '@/components/basic-page';

const page = basicPage('products', '/products');

export const generateMetadata = page.generateMetadata;
export default page.Page;
