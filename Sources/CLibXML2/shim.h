#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; its UErrorCode clashes with Foundation's on a clean build. */
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

/* xmlFree is a global function pointer, which Swift 6 rejects as shared mutable state. */
static inline void hig_xml_free(void *pointer) { xmlFree(pointer); }
