import { basicPage } from '@/components/basic-page';

const page = basicPage('compare', '/compare');

export const generateMetadata = page.generateMetadata;
export default page.Page;
