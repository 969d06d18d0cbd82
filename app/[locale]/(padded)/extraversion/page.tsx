import { basicPage } from '@/components/basic-page';

const page = basicPage('extraversion', '/extraversion');

export const generateMetadata = page.generateMetadata;
export default page.Page;
