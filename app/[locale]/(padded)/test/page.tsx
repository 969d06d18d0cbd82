import { basicPage } from '@/components/basic-page';

const page = basicPage('test', '/test');

export const generateMetadata = page.generateMetadata;
export default page.Page;
