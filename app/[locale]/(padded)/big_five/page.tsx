import { basicPage } from '@/components/basic-page';

const page = basicPage('bigFive', '/big_five');

export const generateMetadata = page.generateMetadata;
export default page.Page;
