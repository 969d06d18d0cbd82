import { basicPage } from '@/components/basic-page';

const page = basicPage('faq', '/faq');

export const generateMetadata = page.generateMetadata;
export default page.Page;
