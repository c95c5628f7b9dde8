namespace lectern { void corePlaceholder() {} }
