import { basicPage } from '@/components/basic-page';

const page = basicPage('result', '/result');

export const generateMetadata = page.generateMetadata;
export default page.Page;
