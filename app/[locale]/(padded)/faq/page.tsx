import { contentPage } from '@/components/content-page';

const page = contentPage('faq', '/faq', 'faq');

export const generateMetadata = page.generateMetadata;
export default page.Page;
