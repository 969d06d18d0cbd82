import { contentPage } from '@/components/content-page';

const page = contentPage('about', '/about', 'about');

export const generateMetadata = page.generateMetadata;
export default page.Page;
