import { basicPage } from '@/components/basic-page';

const page = basicPage('about', '/about');

export const generateMetadata = page.generateMetadata;
export default page.Page;
